import { graphql } from '../gql';

/** What every page's frame shows about the shop: name, slogan and contacts. */
export const FrameShopQuery = graphql(`
  query FrameShop {
    shop {
      name
      slogan
      phone
      email
      address
      hours
      demoMode
    }
  }
`);

/** The shopper's side of the header: account, cart, wishlist and garage. */
export const FrameShopperQuery = graphql(`
  query FrameShopper {
    me {
      ...AccountMenu_user
    }
    cart {
      ...MiniCart_cart
    }
    wishlist {
      count
    }
    garage {
      ...Garage_garage
    }
  }
`);

/** The departments menu: top categories and their children. */
export const DepartmentsQuery = graphql(`
  query Departments {
    departments {
      id
      name
      slug
      layout
      children {
        id
        name
        slug
        layout
      }
    }
  }
`);

/** Where a category's page is: its products directly when its layout is `products`. */
export function categoryUrl(category: { slug: string; layout: string }): string {
  return `/shop/category/${encodeURIComponent(category.slug)}${category.layout === 'products' ? '/products' : ''}`;
}
