import { Module } from '@nestjs/common';
import { ConferenceDetailsController } from './conference-details.controller';
import { ConferencesController } from './conferences.controller';
import { OpenCfpsController } from './open-cfps.controller';
import { ConferenceSitemapController } from './conference-sitemap.controller';
import { ConferencesService } from './conferences.service';
import { ConferenceBatches } from './conference-batches';
import { IcpCandidates } from './icp-fit/icp-candidates';
import { IcpFitService } from './icp-fit/icp-fit.service';
import { PastConferences } from './icp-fit/past-conferences';
import { ListingPages } from './listing-pages';
import { VoteCountsModule } from '../ranking/vote-counts';
import { WordList } from '../search/word-list';
import { ListingFacetCounts } from '../search/listing-facets';
import { Suggestions } from '../search/suggestions';

/** Conferences: listing, details, submissions. Exports ConferencesService for add-by-link and the importer. */
@Module({
  imports: [VoteCountsModule],
  controllers: [ConferencesController, ConferenceDetailsController, OpenCfpsController, ConferenceSitemapController],
  providers: [ConferencesService, ConferenceBatches, IcpCandidates, IcpFitService, PastConferences, ListingPages, WordList, ListingFacetCounts, Suggestions],
  exports: [ConferencesService, ConferenceBatches, ListingPages],
})
export class ConferencesModule {}
