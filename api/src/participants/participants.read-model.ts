import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CREATOR_CATEGORIES, CreatorCategory } from '../profile/participant.entity';
import {
  bool,
  likePattern,
  ListQuery,
  ListSpec,
  oneOf,
  Page,
  text,
  TotalRow,
  uuids,
} from '../console/simple-rest/list-query';
import { SqlConditions } from '../console/simple-rest/sql-builder';
import type { ParticipantRowDto } from './participant.dto';

export interface IdentityRow {
  provider: string;
  subject: string;
  email: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

export interface ParticipantFilter {
  id: string[];
  q: string;
  stateProvince: string;
  creatorCategory: CreatorCategory[];
  blocked: boolean;
  profileComplete: boolean;
}

export const PARTICIPANT_LIST: ListSpec<ParticipantFilter> = {
  sortable: ['id', 'createdAt', 'name', 'email', 'stateProvince', 'creatorCategory', 'entries', 'blockedAt'],
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: uuids,
    q: text(200),
    stateProvince: text(64),
    creatorCategory: oneOf(CREATOR_CATEGORIES),
    blocked: bool,
    profileComplete: bool,
  },
};

const SORT_COLUMNS: Record<string, string> = {
  id: 'p.id',
  createdAt: 'p.created_at',
  name: 'p.name',
  email: 'p.email',
  stateProvince: 'p.state_province',
  creatorCategory: 'p.creator_category',
  entries: 'entries',
  blockedAt: 'p.blocked_at',
};

const ENTRIES = `(SELECT count(*)::int FROM submissions s WHERE s.participant_id = p.id)`;

/**
 * The console's read model of participants (with their entry counts and sign-in identities): a read across
 * the profile, auth and submissions tables for listing and searching, like the entries read model. Blocking
 * goes through ProfileService and the session service.
 */
@Injectable()
export class ParticipantsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListQuery<ParticipantFilter>): Promise<Page<ParticipantRowDto>> {
    const where = new SqlConditions();
    const { filter } = query;
    if (filter.id) where.add((bind) => `p.id = ANY(${bind(filter.id)}::uuid[])`);
    if (filter.q) {
      where.add((bind) => {
        const pattern = bind(likePattern(filter.q!));
        return `(p.name ILIKE ${pattern} OR p.email ILIKE ${pattern} OR p.phone_number ILIKE ${pattern}
                 OR p.instagram_handle ILIKE ${pattern} OR p.instagram_proven_username ILIKE ${pattern}
                 OR p.ownership_code ILIKE ${pattern})`;
      });
    }
    if (filter.stateProvince) where.add((bind) => `p.state_province = ${bind(filter.stateProvince)}`);
    if (filter.creatorCategory) where.add((bind) => `p.creator_category = ANY(${bind(filter.creatorCategory)})`);
    if (filter.blocked !== undefined) where.add(() => `p.blocked_at IS ${filter.blocked ? 'NOT ' : ''}NULL`);
    if (filter.profileComplete !== undefined) {
      where.add((bind) => `p.profile_complete = ${bind(filter.profileComplete)}`);
    }
    const countParams = [...where.params];
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order} NULLS LAST, p.id ASC`;
    const page = `LIMIT ${where.bind(query.limit)} OFFSET ${where.bind(query.offset)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ParticipantRowDto[]>(
        `SELECT p.id, p.name, p.email, p.phone_number AS "phoneNumber", p.state_province AS "stateProvince",
                p.creator_category AS "creatorCategory", p.profile_complete AS "profileComplete",
                coalesce(p.instagram_proven_username, p.instagram_handle) AS "instagramHandle",
                p.instagram_proven_username IS NOT NULL AS "instagramVerified", p.ownership_code AS "ownershipCode",
                p.blocked_at IS NOT NULL AS blocked, p.blocked_at AS "blockedAt", p.created_at AS "createdAt",
                ${ENTRIES} AS entries
           FROM participants p ${where.where} ORDER BY ${order} ${page}`,
        where.params,
      ),
      this.dataSource.query<TotalRow[]>(
        `SELECT count(*)::int AS total FROM participants p ${where.where}`,
        countParams,
      ),
    ]);
    return { rows, total };
  }

  async get(id: string): Promise<ParticipantRowDto | null> {
    const page = await this.list({
      filter: { id: [id] },
      sort: { field: 'createdAt', order: 'ASC' },
      offset: 0,
      limit: 1,
    });
    return page.rows[0] ?? null;
  }

  identities(participantId: string): Promise<IdentityRow[]> {
    return this.dataSource.query(
      `SELECT provider, subject, email, created_at AS "createdAt", last_used_at AS "lastUsedAt"
         FROM identities WHERE participant_id = $1 ORDER BY created_at`,
      [participantId],
    );
  }
}
