import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks `option` in a Mantine select. jsdom lays nothing out, so the dropdown's positioning calls its
 * target detached and hides the options: they are found with `hidden`, and clicked all the same.
 */
export async function chooseOption(combobox: HTMLElement, option: string | RegExp) {
  await userEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the dropdown has not opened');
    return element;
  });
  await userEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}
