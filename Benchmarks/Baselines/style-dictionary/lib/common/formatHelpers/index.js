/*
 * Copyright 2017 Amazon.com, Inc. or its affiliates. All Rights Reserved.
 *
 * Licensed under the Apache License, Version 2.0 (the "License"). You may not use this file except in compliance with
 * the License. A copy of the License is located at
 *
 * http://www.apache.org/licenses/LICENSE-2.0
 *
 * or in the "license" file accompanying this file. This file is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR
 * CONDITIONS OF ANY KIND, either express or implied. See the License for the specific language governing permissions
 * and limitations under the License.
 */

/**
 * @module formatHelpers
 */

export { default as createPropertyFormatter } from './createPropertyFormatter.js';
export { default as fileHeader } from './fileHeader.js';
export { default as formattedVariables } from './formattedVariables.js';
export { default as getTypeScriptType } from './getTypeScriptType.js';
export { default as iconsWithPrefix } from './iconsWithPrefix.js';
export { default as sortByReference } from './sortByReference.js';
export { default as sortByName } from './sortByName.js';
export { default as minifyDictionary } from './minifyDictionary.js';
export { default as setSwiftFileProperties } from './setSwiftFileProperties.js';
export { default as setComposeObjectProperties } from './setComposeObjectProperties.js';
