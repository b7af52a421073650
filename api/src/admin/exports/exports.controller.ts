import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../../common/openapi/error-envelope.dto';
import type { ConsoleActor } from '../../console/console-actor';
import { AuditLog } from '../../console/audit/audit-log';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ENTRY_LIST } from '../../submissions/verification/entries.read-model';
import {
  bool,
  FilterValueError,
  integers,
  ListQueryDto,
  ListSpec,
  parseListQuery,
  uuids,
} from '../../console/simple-rest/list-query';
import { ExportsService } from './exports.service';

const today = () => new Date().toISOString().slice(0, 10);
const csv = { type: 'text/csv; charset=utf-8' };
/** Every export answers a CSV file (a header row, then one row per record). */
const ApiCsvResponse = () =>
  ApiOkResponse({ description: 'A CSV download', content: { 'text/csv': { schema: { type: 'string' } } } });

/** The juror scores export's filters: a jury round, some jurors (the file has its own order). */
const JUROR_SCORE_EXPORT: ListSpec<{ roundId: number[]; jurorId: string[] }> = {
  sortable: ['roundId'],
  defaultSort: ['roundId', 'ASC'],
  filters: { roundId: integers(3, 4), jurorId: uuids },
};

/** The results export's filters: any round (1–2 from the close's frozen ranking, 3–4 from the jury's marks). */
const RESULTS_EXPORT: ListSpec<{ roundId: number; normalised: boolean }> = {
  sortable: ['roundId'],
  defaultSort: ['roundId', 'ASC'],
  filters: {
    roundId: (value) => {
      const round = Number(value);
      if (![1, 2, 3, 4].includes(round)) throw new FilterValueError('must be a round, 1 to 4');
      return round;
    },
    normalised: bool,
  },
};

/** CSV downloads of personal data and results: admins only, and each one goes in the audit log. */
@ApiTags('console: exports')
@Controller('admin/exports')
@ConsoleRoles('admin')
export class ExportsController {
  constructor(
    private readonly exports: ExportsService,
    private readonly audit: AuditLog,
  ) {}

  @Get('entries.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiCsvResponse()
  @ApiOperation({
    summary: 'The entries the list shows (same `filter` as GET /admin/entries) with metrics and jury scores (streamed)',
  })
  async entries(@Query() query: ListQueryDto, @CurrentActor() actor: ConsoleActor): Promise<StreamableFile> {
    const { filter } = parseListQuery({ filter: query.filter }, ENTRY_LIST);
    await this.audit.record(actor, {
      action: 'export.entries',
      resource: 'exports',
      resourceId: 'entries.csv',
      after: { filter },
    });
    return new StreamableFile(this.exports.entries(filter, actor), {
      ...csv,
      disposition: `attachment; filename="entries-${today()}.csv"`,
    });
  }

  @Get('participants.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiCsvResponse()
  @ApiOperation({ summary: 'Every participant with contact details, as CSV (streamed)' })
  async participants(@CurrentActor() actor: ConsoleActor): Promise<StreamableFile> {
    await this.audit.record(actor, {
      action: 'export.participants',
      resource: 'exports',
      resourceId: 'participants.csv',
    });
    return new StreamableFile(this.exports.participants(), {
      ...csv,
      disposition: `attachment; filename="participants-${today()}.csv"`,
    });
  }

  @Get('results.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiCsvResponse()
  // The error is JSON whatever the file's type (ApiErrors would describe it as text/csv, the route's product).
  @ApiResponse({
    status: 409,
    description: 'Rounds 1–2: the round is not closed yet (results_round_not_closed)',
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } },
  })
  @ApiOperation({
    summary: 'A round\'s final ranking, filter {"roundId":1|2|3|4,"normalised":true|false}, as CSV',
    description:
      'Rounds 1–2 (once closed, 409 before): rank, entry, creator, handle, views, likes, votes, their percentiles, ' +
      'the blended score and whether the creator went through. Rounds 3–4: rank, raw and normalised jury scores, ' +
      'and for Round 3 the views score, its weight and the blend.',
  })
  async results(@Query() query: ListQueryDto, @CurrentActor() actor: ConsoleActor): Promise<StreamableFile> {
    const { filter } = parseListQuery({ filter: query.filter }, RESULTS_EXPORT);
    const roundId = filter.roundId ?? 3;
    const { file, filter: exported } = await this.exports.results(roundId, filter.normalised ?? false);
    await this.audit.record(actor, {
      action: 'export.results',
      resource: 'exports',
      resourceId: 'results.csv',
      after: exported,
    });
    return new StreamableFile(file, {
      ...csv,
      disposition: `attachment; filename="round-${roundId}-results-${today()}.csv"`,
    });
  }

  @Get('scores.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiCsvResponse()
  @ApiOperation({
    summary:
      'Every jury assignment with the juror\'s marks and comment, filter {"roundId":3|4,"jurorId":[…]} (streamed)',
  })
  async scores(@Query() query: ListQueryDto, @CurrentActor() actor: ConsoleActor): Promise<StreamableFile> {
    const { filter } = parseListQuery({ filter: query.filter }, JUROR_SCORE_EXPORT);
    await this.audit.record(actor, {
      action: 'export.scores',
      resource: 'exports',
      resourceId: 'scores.csv',
      after: { filter },
    });
    return new StreamableFile(this.exports.jurorScores(filter), {
      ...csv,
      disposition: `attachment; filename="jury-scores-${today()}.csv"`,
    });
  }

  @Get('grievances.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiCsvResponse()
  @ApiOperation({
    summary: "Every grievance with its dates, status, message and answer: the grievance officer's record",
  })
  async grievances(@CurrentActor() actor: ConsoleActor): Promise<StreamableFile> {
    const file = await this.exports.grievances();
    await this.audit.record(actor, {
      action: 'export.grievances',
      resource: 'exports',
      resourceId: 'grievances.csv',
    });
    return new StreamableFile(Buffer.from(file), {
      ...csv,
      disposition: `attachment; filename="grievances-${today()}.csv"`,
    });
  }
}
