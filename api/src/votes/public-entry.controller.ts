import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PUBLIC_CACHE_CONTROL } from '../leaderboard/leaderboard.controller';
import { PublicEntry, VotesService } from './votes.service';

@ApiTags('votes')
@Controller('entries')
export class PublicEntryController {
  constructor(private readonly votes: VotesService) {}

  @Get(':id')
  @Header('cache-control', PUBLIC_CACHE_CONTROL)
  @ApiOperation({ summary: 'One public entry: rank, figures, votes, theme, creator tier, state, display name' })
  entry(@Param('id') id: string): Promise<PublicEntry> {
    return this.votes.publicEntry(id);
  }
}
