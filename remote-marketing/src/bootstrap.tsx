import { renderStandalone } from '../../scripts/standalone-harness';
import MarketingRoutes from './routes';

renderStandalone(<MarketingRoutes />);
