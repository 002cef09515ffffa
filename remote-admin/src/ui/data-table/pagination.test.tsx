import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows the exact range and total, with Next disabled on the last page', async () => {
    const onChange = jest.fn();
    render(<Pagination page={3} pageCount={3} total={57} pageSize={20} noun="users" onChange={onChange} />);

    expect(screen.getByText('Showing 41–57 of 57 users')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says "10,000+" when the server stopped counting, and still offers the next pages', async () => {
    const onChange = jest.fn();
    render(<Pagination page={1} pageCount={500} total={10_000} totalCapped pageSize={20} noun="quotes" onChange={onChange} />);

    expect(screen.getByText('Showing 1–20 of 10,000+ quotes')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 500+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('keeps Next enabled on the last counted page while capped', async () => {
    const onChange = jest.fn();
    render(<Pagination page={500} pageCount={500} total={10_000} totalCapped pageSize={20} noun="quotes" onChange={onChange} />);

    expect(screen.getByText('Showing 9,981–10,000 of 10,000+ quotes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(501);
  });

  it('shows a single page without the pager, and an empty list by name', () => {
    const { rerender } = render(<Pagination page={1} pageCount={1} total={4} pageSize={20} noun="banks" onChange={jest.fn()} />);
    expect(screen.getByText('Showing 1–4 of 4 banks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    rerender(<Pagination page={1} pageCount={1} total={0} pageSize={20} noun="banks" onChange={jest.fn()} />);
    expect(screen.getByText('No banks')).toBeInTheDocument();
  });

  it('offers First and the numbered pages near this one, marking the current page', async () => {
    const onChange = jest.fn();
    render(<Pagination page={7} pageCount={12} total={240} pageSize={20} noun="trips" onChange={onChange} />);

    const numbers = screen.getByRole('list', { name: 'Page numbers' });
    expect(
      within(numbers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(onChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('goes to the neighbours by key when the list gives cursors, also from the keyboard', async () => {
    const [onNext, onPrevious, onChange] = [jest.fn(), jest.fn(), jest.fn()];
    render(
      <Pagination
        page={2}
        pageCount={2}
        total={40}
        pageSize={20}
        noun="users"
        onChange={onChange}
        onNext={onNext}
        onPrevious={onPrevious}
        hasNext
      />,
    );
    // The count says this is the last page; the server's cursor says rows arrived since.
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps Next, Previous and First deep past a capped total, without page numbers there', async () => {
    const [onNext, onChange] = [jest.fn(), jest.fn()];
    render(
      <Pagination
        page={6001}
        pageCount={6001}
        total={120_020}
        totalCapped
        pageSize={20}
        noun="quotes"
        onChange={onChange}
        onNext={onNext}
        hasNext
      />,
    );
    expect(screen.getByText('Showing 1,20,001–1,20,020 of 1,20,020+ quotes')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Page numbers' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('numbers only the pages within the counted rows when the total is capped', () => {
    render(<Pagination page={499} pageCount={500} total={10_000} totalCapped pageSize={20} noun="quotes" onChange={jest.fn()} />);
    const numbers = screen.getByRole('list', { name: 'Page numbers' });
    expect(
      within(numbers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['496', '497', '498', '499', '500']);
  });
});
