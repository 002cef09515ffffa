import { render, screen } from '@testing-library/react';
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
});
