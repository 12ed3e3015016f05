import { DynamicModule, Module } from '@nestjs/common';
import { ConferencesModule } from '../conferences/conferences.module';
import { LINK_IMPORT_CONFIG, LinkImportConfig } from './link-import.config';
import { LinkImportController } from './link-import.controller';
import { LinkImportService } from './link-import.service';

/** Adding a conference from a pasted link (admin). */
@Module({})
export class LinkImportModule {
  static register(config: LinkImportConfig): DynamicModule {
    return {
      module: LinkImportModule,
      imports: [ConferencesModule],
      controllers: [LinkImportController],
      providers: [LinkImportService, { provide: LINK_IMPORT_CONFIG, useValue: config }],
    };
  }
}
