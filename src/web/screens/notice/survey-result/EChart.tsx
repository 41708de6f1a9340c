import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { showErrorMessage } from '../../../feedback/showErrorMessage.js';
import { t } from '../../../i18n/i18n.js';

/**
 * A chart of echarts on a div: echarts is fetched on first use (its own chunk), initialised on the div, follows the
 * div's size (window resizes, side bar) and is disposed on unmount. `option` is applied again whenever it changes.
 */
export function EChart(props: { option: EChartsCoreOption; height: number; ariaLabel: string }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | undefined>(undefined);
  const option = useRef(props.option);
  option.current = props.option;

  useEffect(() => {
    let isMounted = true;
    let observer: ResizeObserver | undefined;
    const onResize = () => chart.current?.resize();
    import('./echartsSetup.js').then(({ initChart }) => {
      if (!isMounted || !container.current) return;
      chart.current = initChart(container.current, undefined, { renderer: 'canvas' });
      chart.current.setOption(option.current);
      observer = new ResizeObserver(onResize);
      observer.observe(container.current);
      window.addEventListener('resize', onResize);
    }, () => showErrorMessage(t('web.pageLoadFailed')));
    return () => {
      isMounted = false;
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(props.option, { notMerge: true });
  }, [props.option]);

  return <div ref={container} role="img" aria-label={props.ariaLabel} style={{ width: '100%', height: props.height }} />;
}
