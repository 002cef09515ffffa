// Named one by one: the server loads this through tsx as CommonJS, where `export *` of a module's
// values does not reach every importer.
export { percentOf, sumPaise, formatRate } from './rounding';
export { GTA_SAC, gstRegimes, gstRegimeLabels, GTA_ITC_RATE_CHANGE, gstRateOn, billTax } from './gst';
export type { GstRegime, BillTaxInput, LineTax, BillTax } from './gst';
export { TDS_SINGLE_PAYMENT_LIMIT_PAISE, TDS_YEAR_LIMIT_PAISE, tdsReasonLabels, ownerTdsRate, tdsOnHirePayment } from './tds';
export type { TdsReason, OwnerTaxStatus, TdsInput, TdsResult } from './tds';
export { rupeesInWords, amountInWords } from './words';
