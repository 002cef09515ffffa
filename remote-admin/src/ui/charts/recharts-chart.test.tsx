import { render } from '@testing-library/react';
import type { XAxisTickContentProps } from 'recharts';
import { NamedTick } from './recharts-chart';

/** A tick of a 500 px axis of `bars` bars, for the longest word of the chart. */
function tickOf(label: string, bars: number, longestWord: number) {
  const props = {
    x: 50,
    y: 10,
    width: 500,
    visibleTicksCount: bars,
    payload: { value: label },
  } as unknown as XAxisTickContentProps;
  const { container } = render(
    <svg>
      <NamedTick {...props} longestWord={longestWord} />
    </svg>,
  );
  return container.querySelector('text')!;
}

describe('the names under a bar chart’s bars', () => {
  it('runs across when every word of the chart fits under a bar', () => {
    const text = tickOf('Planned', 5, 'Planned'.length);
    expect(text).toHaveTextContent('Planned');
    expect(text.getAttribute('transform') ?? '').not.toMatch(/rotate/);
  });

  it('slants every name when one word of the chart is wider than a bar', () => {
    const text = tickOf('Billed', 7, 'MH12AB1234'.length);
    expect(text).toHaveTextContent('Billed');
    expect(text.getAttribute('transform')).toMatch(/rotate\(-35/);
  });
});
