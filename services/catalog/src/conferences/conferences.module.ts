import { Module } from '@nestjs/common';
import { ConferencesController } from './conferences.controller';
import { ConferencesService } from './conferences.service';
import { IcpCandidatesService } from './icp-candidates.service';

/** Conferences: listing, details, submissions. Exports ConferencesService for add-by-link and the importer. */
@Module({
  controllers: [ConferencesController],
  providers: [ConferencesService, IcpCandidatesService],
  exports: [ConferencesService],
})
export class ConferencesModule {}
