import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the survey charts draw: horizontal bars on a grid with a tooltip, painted on a canvas. This module is
// loaded with import() from EChart.tsx, so echarts lands in a chunk of its own that only the result page fetches.
use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** echarts' init, with the bar chart, grid, tooltip and canvas renderer registered. */
export { init as initChart };
