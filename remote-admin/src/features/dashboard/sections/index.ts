import type { ComponentType } from 'react';
import { AtAGlance } from './at-a-glance';
import { MoneyFigures } from './money-figures';
import { PapersDue } from './papers-due';
import { QuoteCharts } from './quote-charts';
import { RecentActivity } from './recent-activity';
import { TripFigures } from './trip-figures';

/** The dashboard's sections, top to bottom. Later screens (trips, fleet, money) add theirs here. */
export const DASHBOARD_SECTIONS: { id: string; Section: ComponentType }[] = [
  { id: 'at-a-glance', Section: AtAGlance },
  { id: 'trip-figures', Section: TripFigures },
  { id: 'money', Section: MoneyFigures },
  { id: 'papers-due', Section: PapersDue },
  { id: 'quote-charts', Section: QuoteCharts },
  { id: 'recent-activity', Section: RecentActivity },
];
