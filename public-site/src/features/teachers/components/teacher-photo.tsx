import styled from 'styled-components';
import type { Teacher } from '@da-boulder/contracts';
import { ImageWithFallback } from '@da-boulder/shared-ui';

const Frame = styled.div`
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.sand};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The teacher's photo, or 'No photo available' when there is none or it fails to load.
 * `decorative` where the teacher's name is right beside it (inside a button, say): then neither
 * the photo nor its stand-in adds to what a screen reader hears.
 */
export function TeacherPhoto({
  teacher,
  decorative = false,
}: {
  teacher: Pick<Teacher, 'imageUrl' | 'imageSrcSet' | 'name'>;
  decorative?: boolean;
}) {
  return (
    <Frame>
      <ImageWithFallback
        src={teacher.imageUrl || undefined}
        srcSet={teacher.imageSrcSet || undefined}
        // At most a third of the page wide from tablets on: a phone picks the 480 or 960 px copy.
        sizes="(min-width: 48rem) 33vw, 100vw"
        alt={decorative ? '' : `Photo of ${teacher.name}`}
        fallbackText="No photo available"
      />
    </Frame>
  );
}
