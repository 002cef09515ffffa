import type { ComponentType } from 'react';
import type { Permission } from 'shared-api';
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
export const DASHBOARD_SECTIONS: { id: string; Section: ComponentType; needs: Permission }[] = [
  { id: 'trip-figures', Section: TripFigures, needs: 'operations.read' },
  // Not even fetched for a role without money: a section that is not rendered asks for nothing.
  { id: 'money', Section: MoneyFigures, needs: 'money.read' },
  { id: 'papers-due', Section: PapersDue, needs: 'operations.read' },
  { id: 'at-a-glance', Section: AtAGlance, needs: 'users' },
  { id: 'quote-charts', Section: QuoteCharts, needs: 'site.inbox' },
  { id: 'recent-activity', Section: RecentActivity, needs: 'site.inbox' },
];
