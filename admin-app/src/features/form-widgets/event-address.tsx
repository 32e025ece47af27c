import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { slugify } from '@da-boulder/contracts';
import { Text } from '@da-boulder/shared-ui';
import type { FormWidget } from './form-widget';

const SlugLine = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
  overflow-wrap: anywhere;
`;

/**
 * The web address an event has (or will have): an edited event keeps its stored slug, whatever
 * its title now says, so shared links keep working; a new one takes its slug from the title (a
 * clash gets a numeric suffix from the server). A new event registers at /register/{slug}; an
 * edited one keeps its registration URL, or falls back to event-{id}.
 */
export const eventAddressWidget: FormWidget = {
  Input: function EventAddress({ form, item }) {
    const title = useWatch({ control: form.control, name: 'title' }) as string;
    return (
      <SlugLine>
        Web address: /events/{(item?.slug as string) || slugify(title) || '...'}
        {item ? ' (kept when the title changes, so shared links keep working)' : null}
      </SlugLine>
    );
  },
  initial: () => ({}),
  send({ values, item, body }) {
    const slug = slugify(String(values.title));
    body.slug = slug;
    body.registrationUrl = item
      ? (item.registrationUrl as string) || `/register/event-${String(item.id)}`
      : `/register/${slug}`;
  },
};
