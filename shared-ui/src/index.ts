// Theme and plumbing
export { theme, media } from './theme/theme';
export type { Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { apiFetch, ApiError, throwIfNotOk } from './http/api-fetch';
export { swrDefaults, longCache, FIVE_MINUTES_MS } from './http/swr-config';
export { useAuthStore } from './session/auth-store';
export type { AuthUser } from './session/auth-store';

// Design kit
export { Button, ButtonLink } from './kit/button/button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './kit/button/button';
export { Card } from './kit/card/card';
export { Badge } from './kit/badge/badge';
export { Heading, Text } from './kit/typography/typography';
export { Container, Section } from './kit/layout/layout';
export { Input, Textarea, Select, Checkbox } from './kit/form-field/form-field';
export { Skeleton, EmptyState, ErrorPanel, Spinner, VisuallyHidden } from './kit/feedback/feedback';
export { Dialog } from './kit/dialog/dialog';
export { Tabs } from './kit/tabs/tabs';
export type { TabItem } from './kit/tabs/tabs';
export { Switch } from './kit/switch/switch';
export { toast, useToastStore, TOAST_DURATION_MS } from './kit/toast/toast-store';
export type { ToastInput } from './kit/toast/toast-store';
export { Toaster } from './kit/toast/toaster';
export { Carousel } from './kit/carousel/carousel';
export { VideoEmbed, videoThumbnail, youTubeId } from './kit/video-embed/video-embed';
export { ImageWithFallback } from './kit/image-with-fallback/image-with-fallback';
export { usePageMeta } from './kit/page-meta/use-page-meta';
export { FlatironsArt } from './kit/art/flatirons-art';
export { Markdown, renderMarkdown, stripMarkdown } from './markdown/markdown';
export { truncate, firstSentence, clampLines } from './text/text';
