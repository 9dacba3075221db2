import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';

let registered = false;

/**
 * Registers only the Chart.js pieces the wrapper's chart types draw with (controllers, elements,
 * scales, legend and tooltip), once: `chart.js/auto` would bring every one, and the bundle would carry
 * them all. A function the wrapper calls rather than an import for its side effect: the design
 * system's package declares no side effects, so a bundler drops a module imported only for one.
 */
export function registerChartJs(): void {
  if (registered) return;
  registered = true;
  Chart.register(
    BarController,
    BarElement,
    LineController,
    LineElement,
    PointElement,
    Filler,
    RadarController,
    PolarAreaController,
    DoughnutController,
    PieController,
    ArcElement,
    ScatterController,
    BubbleController,
    CategoryScale,
    LinearScale,
    RadialLinearScale,
    Legend,
    Tooltip,
  );
}
