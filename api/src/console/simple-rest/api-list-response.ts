import type { Type } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';

/** A console list (ra-data-simple-rest): one page of rows, the total in `Content-Range` (setContentRange). */
export const ApiListResponse = (row: Type<unknown>) =>
  ApiOkResponse({
    type: [row],
    headers: {
      'Content-Range': { description: '`<resource> <first>-<last>/<total>`', schema: { type: 'string' } },
    },
  });
