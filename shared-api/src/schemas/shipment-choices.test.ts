import { checkTrackingNumber } from './shipment-choices';
import { trackingNumberField } from './shipments';

describe('checkTrackingNumber', () => {
  // The tracking page judges its address with it before zod has loaded, so it must agree with the schema.
  it.each([
    'GRL-2026-000123',
    '  grl-1  ',
    '',
    '   ',
    'GRL 123',
    'GRL/123',
    'A'.repeat(40),
    'A'.repeat(41),
    ' '.repeat(50) + 'x',
  ])('gives trackingNumberField’s verdict for %j', (value) => {
    const parsed = trackingNumberField.safeParse(value);
    const checked = checkTrackingNumber(value);
    if (parsed.success) expect(checked).toEqual({ number: parsed.data });
    else expect(checked).toEqual({ problem: parsed.error.issues[0]?.message });
  });
});
