import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Combobox, Loader, Text, Textarea, useCombobox } from '@mantine/core';
import type { StaffLookupItem } from '@ua/contracts';
import { useBookingReaders } from '../booking-readers';
import { insertMention, mentionAt } from './mentions';

export type MentionedPerson = { id: number; name: string };

type MentionTextareaProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The people already mentioned: not offered again. */
  mentioned: readonly MentionedPerson[];
  onMention: (person: MentionedPerson) => void;
  placeholder?: string;
  error?: ReactNode;
  autoFocus?: boolean;
};

const RESULTS = 8;

/**
 * A comment box where `@` and a few letters of a name offer the staff who read bookings (the only
 * people a mention can reach); choosing one writes "@Name" into the text and hands the person over.
 * The arrow keys and Enter pick from the list only while a mention is being typed, so they move
 * through the text as usual the rest of the time.
 */
export function MentionTextarea({ label, value, onChange, mentioned, onMention, placeholder, error, autoFocus }: MentionTextareaProps) {
  const combobox = useCombobox();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const readers = useBookingReaders(typing?.query ?? '', { enabled: typing !== null, results: RESULTS });
  const offered = readers.people.filter((person) => !mentioned.some((chosen) => chosen.id === person.id));

  const { selectFirstOption } = combobox;
  const offeredIds = offered.map((person) => person.id).join();
  const searching = typing !== null;
  // The first match is ready for Enter as each search answers; the arrows move from there.
  useEffect(() => {
    if (searching && offeredIds !== '') selectFirstOption();
  }, [searching, offeredIds, selectFirstOption]);

  const follow = (text: string, caret: number) => {
    const next = mentionAt(text, caret);
    setTyping(next);
    if (next) combobox.openDropdown();
    else combobox.closeDropdown();
  };

  const choose = (person: StaffLookupItem) => {
    const element = textarea.current;
    if (!typing || !element) return;
    const caret = element.selectionStart;
    const { text, caret: after } = insertMention(value, typing.start, caret, person.name);
    onChange(text);
    onMention({ id: person.id, name: person.name });
    setTyping(null);
    combobox.closeDropdown();
    // Once the new text is in the box: the caret goes after the name, for the sentence to go on.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(after, after);
    });
  };

  const submitOption = (id: string) => {
    const person = offered.find((candidate) => String(candidate.id) === id);
    if (person) choose(person);
  };

  return (
    <Combobox store={combobox} position="bottom-start" onOptionSubmit={(id) => submitOption(id)}>
      <Combobox.Target withKeyboardNavigation={typing !== null}>
        <Textarea
          ref={textarea}
          label={label}
          description="Type @ and a name to mention a colleague: they are notified."
          placeholder={placeholder}
          value={value}
          autosize
          minRows={2}
          maxRows={10}
          error={error}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            follow(event.currentTarget.value, event.currentTarget.selectionStart);
          }}
          onClick={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
          onBlur={() => {
            setTyping(null);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={typing === null}>
        <Combobox.Options aria-label="People to mention">
          {offered.length > 0 ? (
            offered.map((person) => (
              <Combobox.Option value={String(person.id)} key={person.id}>
                <Text size="sm">{person.name}</Text>
                {person.email !== person.name && (
                  <Text size="xs" c="dimmed">
                    {person.email}
                  </Text>
                )}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{readers.isFetching ? <Loader size={14} /> : readers.isError ? 'Staff could not be searched' : 'Nobody who reads bookings matches'}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
