import type { TooltipComponentOption } from 'echarts/components';
import type { ChartFormats } from './types.ts';

/** The parts of ECharts' tooltip parameters that the tooltip shows. */
interface Point {
  seriesName?: string;
  name: string;
  value: unknown;
  color?: unknown;
  axisValueLabel?: string;
}

function element(tag: string, className?: string, text = ''): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

/**
 * ECharts' default tooltip is an HTML string with style attributes, which the site's Content
 * Security Policy (public/_headers: style-src 'self') refuses. This one is built from DOM nodes:
 * classes of styles.css, and the marker colour set through CSSOM, which the policy allows.
 * 'axis': the x label, then one row per series; 'item': one row for the hovered bar or slice.
 */
export function domTooltip(trigger: 'axis' | 'item', format: ChartFormats): TooltipComponentOption {
  return {
    trigger,
    // Inside the chart's box, which clips what passes it (styles.css: .chart-area): on a phone it never leaves the screen either.
    confine: true,
    formatter: (params: Point | Point[]) => {
      const points = Array.isArray(params) ? params : [params];
      const box = element('div', 'chart-tip');
      if (trigger === 'axis' && points[0])
        box.append(element('div', 'chart-tip-title', points[0].axisValueLabel ?? points[0].name));
      for (const point of points) {
        const marker = element('span', 'chart-tip-marker');
        marker.style.backgroundColor = String(point.color);
        const value = typeof point.value === 'number' ? format.value(point.value) : String(point.value);
        const row = element('div', 'chart-tip-row');
        row.append(
          marker,
          element('span', undefined, trigger === 'axis' ? (point.seriesName ?? '') : point.name),
          element('strong', undefined, value),
        );
        box.append(row);
      }
      return box;
    },
  };
}
