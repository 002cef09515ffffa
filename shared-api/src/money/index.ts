export * from './rounding';
export * from './gst';
export * from './tds';
export * from './words';
