// The quote form's choices without zod, so a page can render the form before its validation loads.

/** The services a quote can be for: the six service pages of the public site, by slug. */
export const quoteServices = [
  'ocean-freight',
  'air-freight',
  'road-transport',
  'warehousing',
  'cold-chain-logistics',
  'ecommerce-fulfillment',
] as const;
export type QuoteService = (typeof quoteServices)[number];

export const quoteServiceLabels: Record<QuoteService, string> = {
  'ocean-freight': 'Ocean Freight',
  'air-freight': 'Air Freight',
  'road-transport': 'Road Transport',
  warehousing: 'Warehousing',
  'cold-chain-logistics': 'Cold Chain Logistics',
  'ecommerce-fulfillment': 'E-commerce Fulfillment',
};

export const quoteLoadTypes = ['fcl', 'lcl', 'ftl', 'ptl', 'air-cargo', 'pallets', 'parcels'] as const;
export type QuoteLoadType = (typeof quoteLoadTypes)[number];

export const quoteLoadTypeLabels: Record<QuoteLoadType, string> = {
  fcl: 'Full container load (FCL)',
  lcl: 'Less than container load (LCL)',
  ftl: 'Full truck load (FTL)',
  ptl: 'Part truck load (PTL)',
  'air-cargo': 'Loose air cargo',
  pallets: 'Palletised goods',
  parcels: 'Parcels / small packages',
};
