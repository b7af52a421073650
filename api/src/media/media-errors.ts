import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/** Refusals of a console upload: how it is sent, and a file of the wrong type or too large. */
export enum MediaErrorCode {
  MultipartRequired = 'multipart_required',
  FileRequired = 'file_required',
  UnsupportedImageType = 'unsupported_image_type',
  UnsupportedFilmType = 'unsupported_film_type',
  ImageTooLarge = 'image_too_large',
  FilmTooLarge = 'film_too_large',
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const MEDIA_ERRORS = {
  [MediaErrorCode.MultipartRequired]: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'Send the file as multipart/form-data in a field named "file"',
  },
  [MediaErrorCode.FileRequired]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Send the file in a multipart field named "file"',
  },
  [MediaErrorCode.UnsupportedImageType]: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message:
      'The file is not a JPEG, PNG or WebP image. Other formats (SVG, GIF, HEIC…) are not accepted: export the image as JPEG, PNG or WebP',
  },
  [MediaErrorCode.UnsupportedFilmType]: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'The file is not an MP4 video. Export the film as MP4 (H.264), or give an Instagram link instead',
  },
  /** Too many bytes, or (after decoding) too many pixels. */
  [MediaErrorCode.ImageTooLarge]: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: (limit: { maxBytes: number } | { maxPixels: number }) =>
      'maxBytes' in limit
        ? `The image is larger than ${megabytes(limit.maxBytes)}, the most the site accepts`
        : `The image has more than ${limit.maxPixels / 1_000_000} megapixels: scale it down first`,
  },
  [MediaErrorCode.FilmTooLarge]: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: (maxBytes: number) => `The film is larger than ${megabytes(maxBytes)}, the most the site accepts`,
  },
} satisfies Record<MediaErrorCode, ErrorSpec>;

export const mediaError = domainErrors(MEDIA_ERRORS);
