import { graphql } from '../gql';

export const PRICE_RUNS = graphql(`
  query AdminPriceRuns {
    priceRuns(limit: 30) {
      ...AdminPriceRunSummary
    }
    priceSuppliers {
      id
      name
    }
  }

  fragment AdminPriceRunSummary on PriceRun {
    id
    supplierId
    supplierName
    fileName
    format
    encoding
    state
    lines
    matched
    changed
    unmatched
    rejected
    createdAt
    createdBy
    appliedAt
    appliedBy
    undoneAt
    undoneBy
    undoable
  }
`);

export const PRICE_RUN = graphql(`
  query AdminPriceRun($id: ID!, $rejectedOffset: Int!, $unmatchedOffset: Int!, $changesOffset: Int!) {
    priceRun(id: $id) {
      ...AdminPriceRunSummary
      rejectedByReason {
        reason
        count
      }
      rejectedRows: rows(outcome: REJECTED, offset: $rejectedOffset, limit: 20) {
        total
        rows {
          ...AdminPriceRunRow
        }
      }
      unmatchedRows: rows(outcome: UNMATCHED, offset: $unmatchedOffset, limit: 20) {
        total
        rows {
          ...AdminPriceRunRow
        }
      }
      changes(offset: $changesOffset, limit: 20) {
        total
        changes {
          partId
          brand
          number
          oldCostCentavos
          newCostCentavos
          oldPriceCentavos
          newPriceCentavos
        }
      }
    }
  }

  fragment AdminPriceRunRow on PriceRunRow {
    line
    reason
    brand
    number
    raw
    costCentavos
  }
`);

export const APPLY_PRICE_RUN = graphql(`
  mutation AdminApplyPriceRun($id: ID!) {
    applyPriceRun(id: $id) {
      ...AdminPriceRunSummary
    }
  }
`);

export const UNDO_PRICE_RUN = graphql(`
  mutation AdminUndoPriceRun($id: ID!) {
    undoPriceRun(id: $id) {
      ...AdminPriceRunSummary
    }
  }
`);

export const DISCARD_PRICE_RUN = graphql(`
  mutation AdminDiscardPriceRun($id: ID!) {
    discardPriceRun(id: $id) {
      ...AdminPriceRunSummary
    }
  }
`);

export const PRICE_SUPPLIERS = graphql(`
  query AdminPriceSuppliers {
    priceSuppliers {
      ...AdminPriceSupplier
    }
  }

  fragment AdminPriceSupplier on PriceSupplier {
    id
    name
    currency
    pricesIncludeIva
    mapping {
      brand
      number
      price
      stock {
        column
        warehouseId
      }
    }
    brandAliases {
      alias
      brand
    }
    warehouses {
      id
      name
      deliveryDaysMin
      deliveryDaysMax
    }
  }
`);

export const SAVE_PRICE_SUPPLIER = graphql(`
  mutation AdminSavePriceSupplier($input: PriceSupplierInput!) {
    savePriceSupplier(input: $input) {
      ...AdminPriceSupplier
    }
  }
`);

export const SET_BRAND_ALIAS = graphql(`
  mutation AdminSetPriceBrandAlias($supplierId: ID!, $alias: String!, $brand: String!) {
    setPriceBrandAlias(supplierId: $supplierId, alias: $alias, brand: $brand) {
      ...AdminPriceSupplier
    }
  }
`);

export const REMOVE_BRAND_ALIAS = graphql(`
  mutation AdminRemovePriceBrandAlias($supplierId: ID!, $alias: String!) {
    removePriceBrandAlias(supplierId: $supplierId, alias: $alias) {
      ...AdminPriceSupplier
    }
  }
`);

export const MARKUP_RULES = graphql(`
  query AdminMarkupRules {
    markupRules {
      ...AdminMarkupRule
    }
  }

  fragment AdminMarkupRule on MarkupRule {
    id
    scope
    key
    percentBp
    surchargeCentavos
    roundingCentavos
    minMarginBp
  }
`);

export const SAVE_MARKUP_RULE = graphql(`
  mutation AdminSaveMarkupRule($input: MarkupRuleInput!) {
    saveMarkupRule(input: $input) {
      ...AdminMarkupRule
    }
  }
`);

export const DELETE_MARKUP_RULE = graphql(`
  mutation AdminDeleteMarkupRule($id: ID!) {
    deleteMarkupRule(id: $id)
  }
`);

export const PART_OFFERS = graphql(`
  query AdminPartOffers($query: String!) {
    partOffers(query: $query) {
      partId
      brand
      number
      categoryKey
      priceCentavos
      regularCentavos
      offers {
        supplierId
        supplierName
        costCentavos
        currency
        costIncludesIva
        importedAt
        stale
        chosen
        stock {
          warehouseId
          warehouseName
          own
          quantity
          reserved
          deliveryDaysMin
          deliveryDaysMax
        }
        explanation {
          scope
          key
          percentBp
          surchargeCentavos
          roundingCentavos
          minMarginBp
          ivaBp
          costWithIvaCentavos
          markedUpCentavos
          surchargeWithIvaCentavos
          minimumCentavos
          minimumApplied
          priceCentavos
        }
      }
    }
  }
`);

export const PRICE_UPLOAD = graphql(`
  query AdminPriceUpload($id: ID!) {
    priceUpload(id: $id) {
      id
      state
      runId
      error
      failure
    }
  }
`);
