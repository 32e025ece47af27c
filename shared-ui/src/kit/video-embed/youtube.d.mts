export declare function youTubeId(url: string): string | undefined;
export declare function youTubeEmbedUrl(url: string): string;
