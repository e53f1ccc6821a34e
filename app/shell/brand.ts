/** The product's name: a brand, shown as is in every language. */
export const productName = 'Gantry'
