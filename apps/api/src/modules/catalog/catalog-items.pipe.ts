import { Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CatalogItemInputDto } from '@catalogo/contracts';
import { ErrorCode, Messages, exceedsPlanItems } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { validationMessages } from '../../common/validation';

/**
 * Validates the bare JSON array of `POST /catalog/save` (docs/API.md §4): non-empty, each item a
 * valid `CatalogItemInputDto` (unknown fields refused). Messages name the item ("Item 2: …").
 * A batch larger than the plan allows is refused before validating each item.
 *
 * @throws DomainError(Validation) → 400; DomainError(PlanItemLimit) → 403 for more than 50 items.
 */
@Injectable()
export class CatalogItemsPipe implements PipeTransform<unknown, CatalogItemInputDto[]> {
  transform(value: unknown): CatalogItemInputDto[] {
    if (!Array.isArray(value) || value.length === 0) {
      throw new DomainError(ErrorCode.Validation, Messages.emptyItemList);
    }
    // A batch alone past the plan is refused before each item is validated; the service checks
    // it again with the items already saved.
    if (exceedsPlanItems(0, value.length)) {
      throw new DomainError(ErrorCode.PlanItemLimit, Messages.planItemLimit);
    }
    const messages: string[] = [];
    const items = value.map((raw, index) => {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        messages.push(`Item ${index + 1}: ${Messages.fillAllFields}`);
        return new CatalogItemInputDto();
      }
      const item = plainToInstance(CatalogItemInputDto, raw);
      const errors = validateSync(item, { whitelist: true, forbidNonWhitelisted: true });
      for (const m of validationMessages(errors)) messages.push(`Item ${index + 1}: ${m}`);
      return item;
    });
    if (messages.length > 0) throw new DomainError(ErrorCode.Validation, messages);
    return items;
  }
}
