import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Envelope } from 'shared-api';
import type { SelectOption, SelectQuery } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import { RecordSelect } from './record-select';

interface PartyOption extends SelectOption {
  city: string;
}

const PARTIES: PartyOption[] = [
  { id: 'p-1', label: 'Kumar Textiles', city: 'Surat' },
  { id: 'p-2', label: 'Kumar Steel', city: 'Raipur' },
  { id: 'p-3', label: 'Mehta Foods', city: 'Pune' },
];

function searchParties(query: SelectQuery): Promise<Envelope<PartyOption[]>> {
  const text = typeof query.search === 'string' ? query.search.toLowerCase() : '';
  return Promise.resolve({ success: true, data: PARTIES.filter((party) => party.label.toLowerCase().includes(text)) });
}

function Harness({ select, onPick }: { select: typeof searchParties; onPick: (option: PartyOption | null) => void }) {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <RecordSelect<PartyOption>
      label="Billing party"
      resource="billing-parties"
      select={select}
      value={value}
      onChange={(option) => {
        setValue(option);
        onPick(option);
      }}
      describe={(party) => party.city}
      hint="Type a name"
    />
  );
}

function renderSelect() {
  const select = jest.fn(searchParties);
  const onPick = jest.fn();
  renderScreen(<Harness select={select} onPick={onPick} />);
  return { select, onPick, input: screen.getByRole('combobox', { name: 'Billing party' }) };
}

describe('the record typeahead', () => {
  it('searches as the admin types and picks an option with the arrow keys and Enter', async () => {
    const { select, onPick, input } = renderSelect();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input, 'kumar');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Billing party suggestions' });
    expect(await screen.findByRole('option', { name: /Kumar Steel/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(select).toHaveBeenLastCalledWith({ search: 'kumar' });
    expect(listbox).toHaveTextContent('Surat');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Kumar Textiles/ })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Kumar Textiles/ }).id);
    await userEvent.keyboard('{ArrowDown}');
    const steel = screen.getByRole('option', { name: /Kumar Steel/ });
    expect(steel).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', steel.id);
    // Past the last option the highlight wraps to the first.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Kumar Textiles/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');

    expect(onPick).toHaveBeenLastCalledWith(PARTIES[1]);
    expect(input).toHaveValue('Kumar Steel');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens the list with the down arrow, closes it with Escape, and keeps the choice when typing is abandoned', async () => {
    const { onPick, input } = renderSelect();
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(PARTIES[0]);
    expect(input).toHaveValue('Kumar Textiles');

    await userEvent.clear(input);
    await userEvent.type(input, 'meh');
    expect(await screen.findByRole('option', { name: /Mehta Foods/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    // Text typed but not picked is not a choice: the field shows the chosen party again.
    expect(input).toHaveValue('Kumar Textiles');
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and clears the choice with its button', async () => {
    const { onPick, input } = renderSelect();
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No match for “zzz”')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'mehta');
    await userEvent.click(await screen.findByRole('option', { name: /Mehta Foods/ }));
    expect(input).toHaveValue('Mehta Foods');

    await userEvent.click(screen.getByRole('button', { name: 'Clear billing party' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
  });
});
