import { Injectable, type PipeTransform } from '@nestjs/common';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from './domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names nothing: 404 (never a 500 from PostgreSQL's uuid cast). */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
    return value.toLowerCase();
  }
}
