import { useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  min-height: ${({ theme }) => theme.size.placeholderMin};
  background: ${({ theme }) => theme.color.sand};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src?: string;
  alt: string;
  /**
   * Shown instead of the image when there is none or it fails: 'No photo', 'Image not available'.
   * With alt="" (a decorative picture) the stand-in is hidden from screen readers as well.
   */
  fallbackText: string;
}

export function ImageWithFallback({
  src,
  alt,
  fallbackText,
  className,
  ...rest
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src) {
    // alt="" marks a decorative picture: its stand-in is decoration too, as the image would be.
    if (alt === '') {
      return (
        <Placeholder className={className} aria-hidden="true">
          {fallbackText}
        </Placeholder>
      );
    }
    return (
      <Placeholder className={className} role="img" aria-label={`${alt}: ${fallbackText}`}>
        <span aria-hidden="true">{fallbackText}</span>
      </Placeholder>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
}
