import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};

  progress {
    width: 100%;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

/** How much of a multipart upload has been sent. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Wrapper>
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span aria-live="polite">{percent < 100 ? `Uploading... ${percent}%` : 'Processing...'}</span>
    </Wrapper>
  );
}
