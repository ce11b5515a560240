import { Page } from '@coachforge/ui';
import { ActionsSection } from './actions-section';
import { DataSection } from './data-section';
import { FeedbackSection } from './feedback-section';
import { FormsSection } from './forms-section';
import { OverlaysSection } from './overlays-section';
import { ThemeSection } from './theme-section';

/**
 * The style guide (route style_guide, public): every component of @coachforge/ui, live, in its states,
 * in the current account's theme. Loaded only when someone opens it.
 */
export function StyleGuidePage() {
  return (
    <Page data-testid="style-guide">
      <h1>Style guide</h1>
      <ThemeSection />
      <ActionsSection />
      <FormsSection />
      <OverlaysSection />
      <DataSection />
      <FeedbackSection />
    </Page>
  );
}
