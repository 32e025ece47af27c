import sharp from 'sharp';

/** Small real files for upload tests, made on the fly. */
export const pngBytes = (color = '#c0a060') =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: color } })
    .png()
    .toBuffer();

export const jpegBytes = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#406080' } })
    .jpeg()
    .toBuffer();

export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** The start of a Windows executable: "MZ", a DOS stub, then junk. */
export const exeBytes = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256, 7)]);

export const svgBytes = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script><rect width="4" height="4"/></svg>',
  );

/**
 * A large photo-like PNG: softened noise compresses badly, like a photograph, so the original is
 * big and its resized WebP copies are clearly smaller.
 */
export const photoPngBytes = (width = 1800, height = 1170) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
