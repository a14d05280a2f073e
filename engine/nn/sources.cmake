# engine/nn/: the imperative half of a Gluon-like front end (autograd, blocks, losses,
# trainer, network descriptions).
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/autograd.cpp
  ${CMAKE_CURRENT_LIST_DIR}/autograd_ops.cpp
  ${CMAKE_CURRENT_LIST_DIR}/functional.cpp
  ${CMAKE_CURRENT_LIST_DIR}/parameter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/blocks.cpp
  ${CMAKE_CURRENT_LIST_DIR}/loss.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trainer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/network_spec.cpp
  ${CMAKE_CURRENT_LIST_DIR}/shape_inference.cpp
)
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/graph.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trace.cpp
  ${CMAKE_CURRENT_LIST_DIR}/passes.cpp
  ${CMAKE_CURRENT_LIST_DIR}/cached_op.cpp
  ${CMAKE_CURRENT_LIST_DIR}/mxnet_format.cpp
  ${CMAKE_CURRENT_LIST_DIR}/mxnet_attrs.cpp
)
