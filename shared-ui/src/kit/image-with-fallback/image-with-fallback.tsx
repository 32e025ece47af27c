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
  /** Shown instead of the image when there is none or it fails: 'No photo', 'Image not available'. */
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
    return (
      <Placeholder
        className={className}
        role="img"
        aria-label={alt ? `${alt}: ${fallbackText}` : fallbackText}
      >
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
