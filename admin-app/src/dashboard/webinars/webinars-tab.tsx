import { webinarType, type Webinar } from '@da-boulder/contracts';
import { ContentTypeTab } from '../../features/crud/content-type-tab';
import { WebinarForm } from './webinar-form';

export function WebinarsTab() {
  return (
    <ContentTypeTab<Webinar>
      type={webinarType}
      renderForm={(props) => <WebinarForm {...props} />}
    />
  );
}
