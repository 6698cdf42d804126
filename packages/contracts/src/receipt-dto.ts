import { IsIn, IsOptional } from 'class-validator';
import { ReceiptMessages } from './domain/receipt/receipt';

/** Query of `GET /orders/{id}/receipt.txt`: `columns` 32 (58 mm) or 48 (80 mm, the default). */
export class ReceiptQueryDto {
  @IsOptional()
  @IsIn(['32', '48'], { message: ReceiptMessages.invalidColumns })
  columns?: '32' | '48';
}
