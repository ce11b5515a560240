import { ChevronDown } from 'lucide-react';
import { lazyPart } from '../lazy/lazy-part';
import { TriggerStandIn, useBeforeArrival, type ArrivalProps } from '../overlay/trigger-stand-in';
import type { PopoverPanelProps } from './popover-panel';

const LoadedPanel = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-overlays" */ './popover-panel')).PopoverPanel,
  '40px',
  {
    // The panel's button as it will look while the panel's code arrives (overlay/trigger-stand-in.tsx).
    fallback: (props: PopoverPanelProps & ArrivalProps) => (
      <TriggerStandIn
        opens="dialog"
        testId={props.testId}
        beforeArrival={props.beforeArrival}
        onBeforeArrival={props.onBeforeArrival}
      >
        {props.label}
        <ChevronDown size={16} aria-hidden="true" />
      </TriggerStandIn>
    ),
  },
);

/**
 * A button that shows a small panel (popover-panel.tsx). The panel brings React Aria's overlays and focus
 * scope: it is fetched the first time a page draws one, its button drawn as it will look meanwhile
 * (decision 0272).
 */
export function PopoverPanel(props: PopoverPanelProps) {
  return <LoadedPanel {...props} {...useBeforeArrival()} />;
}
PopoverPanel.preload = LoadedPanel.preload;
