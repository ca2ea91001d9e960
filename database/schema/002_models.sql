-- Schema version 2: model architectures (the built-in presets plus the user's own), so a procurement team
-- can keep the models it sizes for next to its cards and quotes. Zero in a MoE or MLA column means "not used".

CREATE TABLE models (
    id TEXT PRIMARY KEY NOT NULL
        CONSTRAINT id CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    display_name TEXT NOT NULL CONSTRAINT display_name CHECK (display_name <> ''),
    layers INTEGER NOT NULL CONSTRAINT layers CHECK (typeof(layers) = 'integer' AND layers BETWEEN 1 AND 100000),
    hidden_size INTEGER NOT NULL CONSTRAINT hidden_size
        CHECK (typeof(hidden_size) = 'integer' AND hidden_size BETWEEN 1 AND 10000000),
    attention_heads INTEGER NOT NULL CONSTRAINT attention_heads
        CHECK (typeof(attention_heads) = 'integer' AND attention_heads BETWEEN 1 AND 100000),
    kv_heads INTEGER NOT NULL CONSTRAINT kv_heads
        CHECK (typeof(kv_heads) = 'integer' AND kv_heads BETWEEN 1 AND 100000 AND kv_heads <= attention_heads),
    head_dim INTEGER NOT NULL CONSTRAINT head_dim CHECK (typeof(head_dim) = 'integer' AND head_dim BETWEEN 1 AND 100000),
    ffn_size INTEGER NOT NULL CONSTRAINT ffn_size CHECK (typeof(ffn_size) = 'integer' AND ffn_size BETWEEN 0 AND 100000000),
    vocab_size INTEGER NOT NULL CONSTRAINT vocab_size
        CHECK (typeof(vocab_size) = 'integer' AND vocab_size BETWEEN 1 AND 100000000),
    max_context INTEGER NOT NULL CONSTRAINT max_context
        CHECK (typeof(max_context) = 'integer' AND max_context BETWEEN 1 AND 1000000000),
    gated_mlp INTEGER NOT NULL DEFAULT 1 CONSTRAINT gated_mlp CHECK (gated_mlp IN (0, 1)),
    tied_embeddings INTEGER NOT NULL DEFAULT 0 CONSTRAINT tied_embeddings CHECK (tied_embeddings IN (0, 1)),
    qkv_bias INTEGER NOT NULL DEFAULT 0 CONSTRAINT qkv_bias CHECK (qkv_bias IN (0, 1)),
    linear_biases INTEGER NOT NULL DEFAULT 0 CONSTRAINT linear_biases CHECK (linear_biases IN (0, 1)),
    layer_norm_with_bias INTEGER NOT NULL DEFAULT 0 CONSTRAINT layer_norm_with_bias CHECK (layer_norm_with_bias IN (0, 1)),
    learned_positions INTEGER NOT NULL DEFAULT 0 CONSTRAINT learned_positions
        CHECK (typeof(learned_positions) = 'integer' AND learned_positions BETWEEN 0 AND 1000000000),
    moe_routed_experts INTEGER NOT NULL DEFAULT 0 CONSTRAINT moe_routed_experts
        CHECK (typeof(moe_routed_experts) = 'integer' AND moe_routed_experts BETWEEN 0 AND 1000000),
    moe_experts_per_token INTEGER NOT NULL DEFAULT 0 CONSTRAINT moe_experts_per_token
        CHECK (typeof(moe_experts_per_token) = 'integer' AND moe_experts_per_token BETWEEN 0 AND 1000000
               AND moe_experts_per_token <= moe_routed_experts),
    moe_shared_experts INTEGER NOT NULL DEFAULT 0 CONSTRAINT moe_shared_experts
        CHECK (typeof(moe_shared_experts) = 'integer' AND moe_shared_experts BETWEEN 0 AND 1000000),
    moe_expert_ffn_size INTEGER NOT NULL DEFAULT 0 CONSTRAINT moe_expert_ffn_size
        CHECK (typeof(moe_expert_ffn_size) = 'integer' AND moe_expert_ffn_size BETWEEN 0 AND 100000000),
    moe_dense_layers INTEGER NOT NULL DEFAULT 0 CONSTRAINT moe_dense_layers
        CHECK (typeof(moe_dense_layers) = 'integer' AND moe_dense_layers BETWEEN 0 AND 100000),
    mla_q_lora_rank INTEGER NOT NULL DEFAULT 0 CONSTRAINT mla_q_lora_rank
        CHECK (typeof(mla_q_lora_rank) = 'integer' AND mla_q_lora_rank BETWEEN 0 AND 10000000),
    mla_kv_lora_rank INTEGER NOT NULL DEFAULT 0 CONSTRAINT mla_kv_lora_rank
        CHECK (typeof(mla_kv_lora_rank) = 'integer' AND mla_kv_lora_rank BETWEEN 0 AND 10000000),
    mla_qk_nope_head_dim INTEGER NOT NULL DEFAULT 0 CONSTRAINT mla_qk_nope_head_dim
        CHECK (typeof(mla_qk_nope_head_dim) = 'integer' AND mla_qk_nope_head_dim BETWEEN 0 AND 100000),
    mla_qk_rope_head_dim INTEGER NOT NULL DEFAULT 0 CONSTRAINT mla_qk_rope_head_dim
        CHECK (typeof(mla_qk_rope_head_dim) = 'integer' AND mla_qk_rope_head_dim BETWEEN 0 AND 100000),
    mla_v_head_dim INTEGER NOT NULL DEFAULT 0 CONSTRAINT mla_v_head_dim
        CHECK (typeof(mla_v_head_dim) = 'integer' AND mla_v_head_dim BETWEEN 0 AND 100000),
    official_total_params REAL CONSTRAINT official_total_params
        CHECK (official_total_params IS NULL OR (typeof(official_total_params) IN ('integer', 'real')
               AND official_total_params > 0 AND official_total_params <= 1e15)),
    official_active_params REAL CONSTRAINT official_active_params
        CHECK (official_active_params IS NULL OR (typeof(official_active_params) IN ('integer', 'real')
               AND official_active_params > 0 AND official_active_params <= 1e15)),
    source TEXT NOT NULL CONSTRAINT source CHECK (source <> ''),
    notes TEXT NOT NULL DEFAULT '',
    built_in INTEGER NOT NULL DEFAULT 0 CONSTRAINT built_in CHECK (built_in IN (0, 1))
);
