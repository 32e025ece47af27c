/** Schema options every collection shares: createdAt/updatedAt, no __v. */
export const schemaOptions = { timestamps: true, versionKey: false } as const;
