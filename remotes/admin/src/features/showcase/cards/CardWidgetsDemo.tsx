import { preloadCharts } from '@atrium/ui/charts';
import { CardGrid } from './cardParts';
import { EarningsCard } from './widgets/EarningsCard';
import { ReportTabsCard } from './widgets/ReportTabsCard';
import { SalesTargetCard } from './widgets/SalesTargetCard';
import { TodoCard } from './widgets/TodoCard';

// The charting library starts loading with the page's chunk, not when the first card renders.
void preloadCharts();

export default function CardWidgetsDemo() {
  return (
    <CardGrid $min="20rem">
      <TodoCard />
      <SalesTargetCard />
      <EarningsCard />
      <ReportTabsCard />
    </CardGrid>
  );
}
