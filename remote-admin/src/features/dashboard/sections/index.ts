import type { ComponentType } from 'react';
import { AtAGlance } from './at-a-glance';
import { MoneyFigures } from './money-figures';
import { PapersDue } from './papers-due';
import { QuoteCharts } from './quote-charts';
import { RecentActivity } from './recent-activity';
import { TripFigures } from './trip-figures';

/**
 * The dashboard's sections, top to bottom: the operations figures (trips, money, papers) first, then
 * what the public site brings in (quote requests, messages) and who uses the system (issue 29).
 */
export const DASHBOARD_SECTIONS: { id: string; Section: ComponentType }[] = [
  { id: 'trip-figures', Section: TripFigures },
  { id: 'money', Section: MoneyFigures },
  { id: 'papers-due', Section: PapersDue },
  { id: 'at-a-glance', Section: AtAGlance },
  { id: 'quote-charts', Section: QuoteCharts },
  { id: 'recent-activity', Section: RecentActivity },
];
