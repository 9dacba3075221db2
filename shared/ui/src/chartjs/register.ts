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

/**
 * Only the Chart.js pieces the wrapper's chart types draw with (controllers, elements, scales, legend
 * and tooltip): `chart.js/auto` would bring every one, and the bundle would carry them all.
 */
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
