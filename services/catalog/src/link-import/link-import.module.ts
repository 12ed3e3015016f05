import { DynamicModule, Module } from '@nestjs/common';
import { ServiceConfig } from '@confdir/service-kit';
import { ConferencesModule } from '../conferences/conferences.module';
import { LINK_IMPORT_CONFIG, readLinkImportConfig } from './link-import.config';
import { LinkImportController } from './link-import.controller';
import { LinkImportService } from './link-import.service';

/** Adding a conference from a pasted link (admin). */
@Module({})
export class LinkImportModule {
  static register(config: ServiceConfig): DynamicModule {
    return {
      module: LinkImportModule,
      imports: [ConferencesModule],
      controllers: [LinkImportController],
      providers: [LinkImportService, { provide: LINK_IMPORT_CONFIG, useValue: readLinkImportConfig(config.env) }],
    };
  }
}
