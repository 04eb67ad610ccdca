import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ItinerarySchedule } from '@ua/contracts';
import { scheduleQueryOptions } from './get-schedule';
import { itineraryKeys } from './itinerary-keys';

/**
 * Every day, item and transport write answers the whole trip: it goes into the schedule's cache at
 * once, so the totals and the warnings change with the line, and the list's totals are refetched.
 */
export function storeSchedule(queryClient: QueryClient, schedule: ItinerarySchedule): void {
  queryClient.setQueryData(scheduleQueryOptions(schedule.heading.id).queryKey, schedule);
  void queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() });
}

/** A write whose answer is the whole schedule. */
export function useScheduleWrite<Variables>(write: (variables: Variables) => Promise<ItinerarySchedule>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (schedule) => storeSchedule(queryClient, schedule) });
}

/**
 * A reorder shows at once: the cached schedule takes the new order before the server answers, and
 * goes back to what it was if the server refuses. The answer then replaces the guess.
 */
export function useOptimisticScheduleWrite<Variables extends { tripId: number }>(
  write: (variables: Variables) => Promise<ItinerarySchedule>,
  guess: (schedule: ItinerarySchedule, variables: Variables) => ItinerarySchedule,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onMutate: async (variables) => {
      const { queryKey } = scheduleQueryOptions(variables.tripId);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, guess(before, variables));
      return { before };
    },
    onError: (_error, variables, context) => {
      if (context?.before) queryClient.setQueryData(scheduleQueryOptions(variables.tripId).queryKey, context.before);
    },
    onSuccess: (schedule) => storeSchedule(queryClient, schedule),
  });
}
