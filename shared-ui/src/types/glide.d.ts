declare module '@glidejs/glide' {
  interface GlideOptions {
    type?: 'slider' | 'carousel';
    perView?: number;
    gap?: number;
    breakpoints?: Record<number, Partial<GlideOptions>>;
  }
  export default class Glide {
    constructor(selector: string | HTMLElement, options?: GlideOptions);
    mount(): this;
    destroy(): void;
    on(event: string | string[], handler: () => void): this;
  }
}
