// generated — do not edit, run npm run generate
// source: schemas/erp-api/*.yaml components.schemas (scalar schemas with limits)

export const contractLimits = {
  CatalogId: {
    minimum: 1,
  },
  PaintReading: {
    minimum: 0.1,
    maximum: 10.99,
    message: 'Min Number: 0.1 and Max Number: 10.99, Please',
  },
  RowVersion: {
    minimum: 0,
  },
} as const;
