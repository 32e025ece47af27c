import { webinarType, type Webinar } from '@da-boulder/contracts';
import { ContentForm } from '../../features/crud/content-form';
import type { ContentFormProps } from '../../features/crud/crud-tab';

/** Tags are edited as comma-separated text; a new webinar's slug comes from its title (API). */
export function WebinarForm(props: ContentFormProps<Webinar>) {
  return <ContentForm type={webinarType} {...props} />;
}
